import { REGISTRAR_BLANK_LABEL, REGISTRAR_OPTIONS } from '@domainfolio/contracts';

/** The options of every registrar select: the blank '--' first, then each registrar by name. */
export function RegistrarOptions() {
  return (
    <>
      <option value="">{REGISTRAR_BLANK_LABEL}</option>
      {REGISTRAR_OPTIONS.map((option) => (
        <option key={option.code} value={option.code}>
          {option.label}
        </option>
      ))}
    </>
  );
}
