// Placeholder: issue 4 fills this in.

/** Opens the example gallery. */
export function GalleryPicker() {
  return null;
}
