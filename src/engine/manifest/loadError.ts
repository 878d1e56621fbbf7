// What a loader refuses: the error text kube-apiserver stops with, and where in the scenario the
// document (or field) it names is.

/** A manifest the API server would not load. */
export interface LoadError {
  /** The loader's text, e.g. `error loading /etc/…/a.yaml: …`. */
  message: string;
  /** JSON pointer of the document or field it is about. */
  pointer: string;
}
