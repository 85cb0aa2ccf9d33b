// One choice among a few, as native radio buttons drawn as a row of buttons: arrow keys move
// the choice, the legend names the group for screen readers, and it wraps on a narrow screen.
import type { ComponentChildren } from 'preact';
import { useId } from 'preact/hooks';

export interface ChoiceOption<T> {
  value: T;
  label: string;
  disabled?: boolean;
}

export function ChoiceGroup<T extends string | number>({
  legend,
  options,
  value,
  onChange,
  hint,
}: {
  legend: string;
  options: ChoiceOption<T>[];
  value: T;
  onChange: (v: T) => void;
  hint?: ComponentChildren;
}) {
  // One radio name per group, stable for the life of the component.
  const name = useId();
  return (
    <fieldset class="choice">
      <legend>{legend}</legend>
      <div class="choice-options">
        {options.map((o) => (
          <label class="choice-option" key={String(o.value)}>
            <input
              type="radio"
              name={name}
              value={String(o.value)}
              checked={o.value === value}
              disabled={o.disabled}
              onChange={() => onChange(o.value)}
            />
            <span>
              {/* Checked is also a mark, not only a colour; the radio itself tells screen readers. */}
              {o.value === value && <b aria-hidden="true">✓ </b>}
              {o.label}
            </span>
          </label>
        ))}
      </div>
      {hint && <p class="hint">{hint}</p>}
    </fieldset>
  );
}
