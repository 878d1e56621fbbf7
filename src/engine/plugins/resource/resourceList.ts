// The ResourceList helpers moved to apimachinery/quantity/resourceList.ts, below pod validation,
// which sums container resources too; re-exported here for the plugins.

export * from '../../apimachinery/quantity/resourceList.ts';
