/** The visual "required" star; assistive technology hears aria-required on the control instead. */
export function RequiredMark() {
  return (
    <span className="upload-form__required" aria-hidden="true">
      {' *'}
    </span>
  );
}
