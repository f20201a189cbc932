import { CalendarClock } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'date-time-converter',
  title: 'Date-Time Converter',
  description: 'Shows one instant in every common form: Unix time, ISO 8601, RFC 2822, HTTP, SQL, Excel, ObjectId, UUID and Snowflake.',
  icon: CalendarClock,
  color: '#0ea5e9',
  kind: 'local',
  category: 'Numbers & time',
  load: () => import('./date-time-converter.screen'),
});
