// A labelled picture, our own drawing: numbered marks on the parts, and the same numbers in a list
// of what each part is. The marks are decorative (a screen reader reads the list, and the card's
// own description); the list wraps in any language and on a phone. Each game draws its own
// (views/<game>/Picture.tsx) with these.
import type { ComponentChildren } from 'preact';
import { type MessageKey, t } from '../../i18n';

/** A numbered mark at a spot of the picture (CSS places it by its class). */
export const Mark = ({ n, at }: { n: number; at?: string }) => (
  <span class={at ? `callout callout--${at}` : 'callout'} aria-hidden="true">
    {n}
  </span>
);

export function Labelled({ title, labels, children }: { title: string; labels: MessageKey[]; children: ComponentChildren }) {
  return (
    <figure class="labelled">
      <div class="labelled-art">{children}</div>
      <figcaption>
        <p class="labelled-title">{title}</p>
        <ol class="labelled-list">
          {labels.map((key, i) => (
            <li key={key}>
              <span class="callout" aria-hidden="true">
                {i + 1}
              </span>{' '}
              {t(key)}
            </li>
          ))}
        </ol>
      </figcaption>
    </figure>
  );
}
