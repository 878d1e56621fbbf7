// Placeholder: issue 4 fills this in.

/** Switches the presenter view for teaching. */
export function PresentToggle() {
  return null;
}
