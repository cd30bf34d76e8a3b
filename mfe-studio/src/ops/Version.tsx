/** A version name ("0.1.0-7db4db70b4"): left to right on its own, so an Arabic line does not reorder its parts. */
export function Version({ children }: { children: string }) {
  return (
    <bdi dir="ltr" translate="no">
      {children}
    </bdi>
  );
}
