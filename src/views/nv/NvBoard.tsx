// The text table (screen reader mode): the game's outline of the position as plain HTML — a
// heading per part of the table and per seat, lists of piles, cards and codes, a car as a table of
// rows — where every card named is a button that opens it with its full text.
import type { GameId } from '../../engine/core/types';
import { t } from '../../i18n';
import { RichLine } from '../table/RichLine';
import type { NvBlock, NvOutline, NvSection } from './outline';

function Block({ block, game, at }: { block: NvBlock; game: GameId; at: string }) {
  if (block.kind === 'line')
    return (
      <p>
        <RichLine text={block.text} game={game} />
      </p>
    );
  if (block.kind === 'list')
    return (
      <>
        <h4 id={at}>{block.label}</h4>
        {block.items.length === 0 ? (
          <p>{block.empty ?? t('nv.none')}</p>
        ) : (
          <ul aria-labelledby={at}>
            {block.items.map((item, i) => (
              <li key={i}>
                <RichLine text={item} game={game} />
              </li>
            ))}
          </ul>
        )}
      </>
    );
  return (
    <table class="nv-rows">
      <caption>{block.caption}</caption>
      <thead>
        <tr>
          {block.columns.map((c) => (
            <th key={c} scope="col">
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {block.rows.map((r) => (
          <tr key={r.head}>
            <th scope="row">{r.head}</th>
            {r.cells.map((c, i) => (
              <td key={i}>
                <RichLine text={c} game={game} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Section({ section, game }: { section: NvSection; game: GameId }) {
  const head = `${section.id}-title`;
  return (
    <section class={section.seat === null ? 'nv-section' : `nv-section seat-${section.seat}`} aria-labelledby={head}>
      <h3 id={head}>{section.heading}</h3>
      {section.blocks.map((b, i) => (
        <Block key={i} block={b} game={game} at={`${section.id}-${i}`} />
      ))}
    </section>
  );
}

export function NvBoard({ outline, game, where }: { outline: NvOutline; game: GameId; where: string }) {
  return (
    <section class="nv-board" aria-labelledby="nv-board-title">
      <h2 id="nv-board-title">{t('nv.board')}</h2>
      {where && <p>{where}</p>}
      {outline.shared.map((s) => (
        <Section key={s.id} section={s} game={game} />
      ))}
      {outline.seats.map((s) => (
        <Section key={s.id} section={s} game={game} />
      ))}
      <section class="nv-section" aria-labelledby="nv-scores-title">
        <h3 id="nv-scores-title">{t('nv.scores')}</h3>
        <ul>
          {outline.scores.map((line, i) => (
            <li key={i} class={`seat-${i}`}>
              <RichLine text={line} game={game} />
            </li>
          ))}
        </ul>
      </section>
    </section>
  );
}
