import { Database } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'sql-to-class',
  title: 'SQL to Class',
  description: 'Converts SQL CREATE TABLE statements to model classes in C#, Java (JPA), Python (SQLAlchemy), TypeScript (TypeORM) or PHP (Doctrine).',
  icon: Database,
  color: '#6366f1',
  kind: 'ai',
  category: 'Code',
  load: () => import('./sql-to-class.screen'),
  codeLanguages: ['sql'],
});
