// Go field order of events.k8s.io/v1 Event (k8s.io/api events/v1/types.go, release-1.32), in the
// notation of ../goTypes.ts. It reuses core/v1 ObjectReference and EventSource; its EventSeries
// differs from core's (no omitempty), hence the package prefix.

/** events.k8s.io/v1 Event and its EventSeries. */
export const eventsTypes: Readonly<Record<string, string>> = {
  'eventsv1.Event':
    '...TypeMeta metadata:ObjectMeta! eventTime:mt! series:*eventsv1.EventSeries reportingController:s ' +
    'reportingInstance:s action:s reason:s regarding:ObjectReference related:*ObjectReference note:s type:s ' +
    'deprecatedSource:EventSource deprecatedFirstTimestamp:t deprecatedLastTimestamp:t deprecatedCount:i',
  'eventsv1.EventSeries': 'count:i! lastObservedTime:mt!',
};
