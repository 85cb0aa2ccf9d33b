// An on/off setting or variant: a native checkbox with its label and an optional line that says
// what it does (or why it is unavailable), tied to it for screen readers.
import { useId } from 'preact/hooks';

export function Toggle({
  label,
  checked,
  onChange,
  hint,
  disabled,
}: {
  label: string;
  checked: boolean;
  onChange: (on: boolean) => void;
  hint?: string;
  disabled?: boolean;
}) {
  const hintId = useId();
  return (
    <div class="toggle">
      <label>
        <input
          type="checkbox"
          checked={checked}
          disabled={disabled}
          aria-describedby={hint ? hintId : undefined}
          onChange={(e) => onChange((e.currentTarget as HTMLInputElement).checked)}
        />
        <span>{label}</span>
      </label>
      {hint && (
        <p class="hint" id={hintId}>
          {hint}
        </p>
      )}
    </div>
  );
}
