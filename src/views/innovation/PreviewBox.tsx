// The dogma preview, under the decision while a dogma control or a top card is pointed at or
// focused: who shares and acts first, who the demand hits, whether it will do nothing. Below
// the buttons, so showing it never moves a button from under the pointer. (Screen readers get
// the same words as the button's description.)
import type { RichText } from '../../table/rich';
import { RichLine } from '../table/RichLine';

export function PreviewBox({ text }: { text: RichText | null }) {
  if (!text) return null;
  return (
    <p class="inno-preview">
      <RichLine text={text} game="innovation" />
    </p>
  );
}
