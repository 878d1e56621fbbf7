// The request's own deadline: kube-apiserver gives a non-long-running request 60 s
// (--request-timeout), and every webhook call's context inherits it.

/** The API server's default request timeout, in simulated milliseconds since the request arrived. */
export const requestTimeoutMs = 60_000;
