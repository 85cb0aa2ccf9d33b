// A lesson's table: the table screen with the lesson's coach. Its code (the lessons, their prepared
// positions, the engines) loads with it, never with the menu.
import type { LessonSession } from '../../app/lesson';
import type { Lesson } from '../../table/lesson';
import { TableScreen } from './TableScreen';

export function LessonScreen({ session }: { session: LessonSession }) {
  return <TableScreen session={session} showcase={false} lesson={session.script as Lesson} />;
}
