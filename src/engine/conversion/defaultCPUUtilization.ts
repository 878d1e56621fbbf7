// autoscaling.DefaultCPUUtilization (k8s.io/kubernetes pkg/apis/autoscaling/types.go), shared by the
// HorizontalPodAutoscaler's conversion (the "conversion" group) and its defaulting (always loaded):
// a module of its own, so the defaulting does not pull the conversion into the engine worker's file.

/** The CPU target an HPA without metrics gets. */
export const defaultCPUUtilization = 80;
