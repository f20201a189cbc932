import { Database } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'sql-to-class',
  title: 'SQL to Class',
  description: 'Converts SQL CREATE TABLE statements to model classes in C#, Java (JPA), Python (SQLAlchemy), TypeScript (TypeORM) or PHP (Doctrine).',
  icon: Database,
  color: '#6366f1',
  kind: 'ai',
  keywords: ['sql', 'create table', 'ddl', 'orm', 'entity', 'model', 'class', 'c#', 'csharp', 'java', 'jpa', 'python', 'sqlalchemy', 'typescript', 'typeorm', 'php', 'doctrine', 'mysql', 'postgresql', 'sql server', 'sqlite', 'mysqldump', 'pg_dump', 'ssms', 'ai'],
  load: () => import('./sql-to-class.screen'),
});
