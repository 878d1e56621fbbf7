// metav1.Status, the answer the API server gives a refused request (k8s.io/apimachinery
// pkg/apis/meta/v1/types.go Status, StatusDetails, StatusCause).

/** One cause inside a metav1.Status' details. */
export interface StatusCause {
  reason?: string;
  message?: string;
  field?: string;
}

/** A metav1.Status, as the API server answers a refused request. */
export interface Status {
  kind: 'Status';
  apiVersion: 'v1';
  metadata: Record<string, never>;
  /** "Failure", or whatever non-empty, non-"Success" status a denying webhook sent. */
  status: string;
  message: string;
  reason?: string;
  details?: {
    name?: string;
    group?: string;
    kind?: string;
    uid?: string;
    causes?: StatusCause[];
    retryAfterSeconds?: number;
  };
  code: number;
}
