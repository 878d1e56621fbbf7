// Go field order of the core/v1 volume structs (k8s.io/api core/v1/types.go, release-1.32), in
// the notation of ../goTypes.ts. VolumeSource and PersistentVolumeSource are inlined by Go.

/** Volume, its sources and the persistent-volume sources. */
export const coreVolumeTypes: Readonly<Record<string, string>> = {
  Volume: 'name:s! ...VolumeSource',
  VolumeSource:
    'hostPath:*HostPathVolumeSource emptyDir:*EmptyDirVolumeSource gcePersistentDisk:*GCEPersistentDiskVolumeSource ' +
    'awsElasticBlockStore:*AWSElasticBlockStoreVolumeSource gitRepo:*GitRepoVolumeSource secret:*SecretVolumeSource ' +
    'nfs:*NFSVolumeSource iscsi:*ISCSIVolumeSource glusterfs:*GlusterfsVolumeSource ' +
    'persistentVolumeClaim:*PersistentVolumeClaimVolumeSource rbd:*RBDVolumeSource flexVolume:*FlexVolumeSource ' +
    'cinder:*CinderVolumeSource cephfs:*CephFSVolumeSource flocker:*FlockerVolumeSource ' +
    'downwardAPI:*DownwardAPIVolumeSource fc:*FCVolumeSource azureFile:*AzureFileVolumeSource ' +
    'configMap:*ConfigMapVolumeSource vsphereVolume:*VsphereVirtualDiskVolumeSource quobyte:*QuobyteVolumeSource ' +
    'azureDisk:*AzureDiskVolumeSource photonPersistentDisk:*PhotonPersistentDiskVolumeSource ' +
    'projected:*ProjectedVolumeSource portworxVolume:*PortworxVolumeSource scaleIO:*ScaleIOVolumeSource ' +
    'storageos:*StorageOSVolumeSource csi:*CSIVolumeSource ephemeral:*EphemeralVolumeSource image:*ImageVolumeSource',
  PersistentVolumeSource:
    'gcePersistentDisk:*GCEPersistentDiskVolumeSource awsElasticBlockStore:*AWSElasticBlockStoreVolumeSource ' +
    'hostPath:*HostPathVolumeSource glusterfs:*GlusterfsPersistentVolumeSource nfs:*NFSVolumeSource ' +
    'rbd:*RBDPersistentVolumeSource iscsi:*ISCSIPersistentVolumeSource cinder:*CinderPersistentVolumeSource ' +
    'cephfs:*CephFSPersistentVolumeSource fc:*FCVolumeSource flocker:*FlockerVolumeSource ' +
    'flexVolume:*FlexPersistentVolumeSource azureFile:*AzureFilePersistentVolumeSource ' +
    'vsphereVolume:*VsphereVirtualDiskVolumeSource quobyte:*QuobyteVolumeSource azureDisk:*AzureDiskVolumeSource ' +
    'photonPersistentDisk:*PhotonPersistentDiskVolumeSource portworxVolume:*PortworxVolumeSource ' +
    'scaleIO:*ScaleIOPersistentVolumeSource local:*LocalVolumeSource storageos:*StorageOSPersistentVolumeSource ' +
    'csi:*CSIPersistentVolumeSource',
  PersistentVolumeClaimVolumeSource: 'claimName:s! readOnly:b',
  HostPathVolumeSource: 'path:s! type:*s',
  EmptyDirVolumeSource: 'medium:s sizeLimit:*q',
  GlusterfsVolumeSource: 'endpoints:s! path:s! readOnly:b',
  GlusterfsPersistentVolumeSource: 'endpoints:s! path:s! readOnly:b endpointsNamespace:*s',
  RBDVolumeSource:
    'monitors:[]s! image:s! fsType:s pool:s user:s keyring:s secretRef:*LocalObjectReference readOnly:b',
  RBDPersistentVolumeSource:
    'monitors:[]s! image:s! fsType:s pool:s user:s keyring:s secretRef:*SecretReference readOnly:b',
  CinderVolumeSource: 'volumeID:s! fsType:s readOnly:b secretRef:*LocalObjectReference',
  CinderPersistentVolumeSource: 'volumeID:s! fsType:s readOnly:b secretRef:*SecretReference',
  CephFSVolumeSource:
    'monitors:[]s! path:s user:s secretFile:s secretRef:*LocalObjectReference readOnly:b',
  CephFSPersistentVolumeSource:
    'monitors:[]s! path:s user:s secretFile:s secretRef:*SecretReference readOnly:b',
  SecretReference: 'name:s namespace:s',
  FlockerVolumeSource: 'datasetName:s datasetUUID:s',
  GCEPersistentDiskVolumeSource: 'pdName:s! fsType:s partition:i readOnly:b',
  QuobyteVolumeSource: 'registry:s! volume:s! readOnly:b user:s group:s tenant:s',
  FlexPersistentVolumeSource:
    'driver:s! fsType:s secretRef:*SecretReference readOnly:b options:{}s',
  FlexVolumeSource: 'driver:s! fsType:s secretRef:*LocalObjectReference readOnly:b options:{}s',
  AWSElasticBlockStoreVolumeSource: 'volumeID:s! fsType:s partition:i readOnly:b',
  GitRepoVolumeSource: 'repository:s! revision:s directory:s',
  SecretVolumeSource: 'secretName:s items:[]KeyToPath defaultMode:*i optional:*b',
  NFSVolumeSource: 'server:s! path:s! readOnly:b',
  ISCSIVolumeSource:
    'targetPortal:s! iqn:s! lun:i! iscsiInterface:s fsType:s readOnly:b portals:[]s chapAuthDiscovery:b ' +
    'chapAuthSession:b secretRef:*LocalObjectReference initiatorName:*s',
  ISCSIPersistentVolumeSource:
    'targetPortal:s! iqn:s! lun:i! iscsiInterface:s fsType:s readOnly:b portals:[]s chapAuthDiscovery:b ' +
    'chapAuthSession:b secretRef:*SecretReference initiatorName:*s',
  FCVolumeSource: 'targetWWNs:[]s lun:*i fsType:s readOnly:b wwids:[]s',
  AzureFileVolumeSource: 'secretName:s! shareName:s! readOnly:b',
  AzureFilePersistentVolumeSource: 'secretName:s! shareName:s! readOnly:b secretNamespace:*s!',
  VsphereVirtualDiskVolumeSource: 'volumePath:s! fsType:s storagePolicyName:s storagePolicyID:s',
  PhotonPersistentDiskVolumeSource: 'pdID:s! fsType:s',
  AzureDiskVolumeSource: 'diskName:s! diskURI:s! cachingMode:*s fsType:*s readOnly:*b kind:*s',
  PortworxVolumeSource: 'volumeID:s! fsType:s readOnly:b',
  ScaleIOVolumeSource:
    'gateway:s! system:s! secretRef:*LocalObjectReference! sslEnabled:b protectionDomain:s storagePool:s ' +
    'storageMode:s volumeName:s fsType:s readOnly:b',
  ScaleIOPersistentVolumeSource:
    'gateway:s! system:s! secretRef:*SecretReference! sslEnabled:b protectionDomain:s storagePool:s ' +
    'storageMode:s volumeName:s fsType:s readOnly:b',
  StorageOSVolumeSource:
    'volumeName:s volumeNamespace:s fsType:s readOnly:b secretRef:*LocalObjectReference',
  StorageOSPersistentVolumeSource:
    'volumeName:s volumeNamespace:s fsType:s readOnly:b secretRef:*ObjectReference',
  ConfigMapVolumeSource: '...LocalObjectReference items:[]KeyToPath defaultMode:*i optional:*b',
  ConfigMapProjection: '...LocalObjectReference items:[]KeyToPath optional:*b',
  SecretProjection: '...LocalObjectReference items:[]KeyToPath optional:*b',
  ServiceAccountTokenProjection: 'audience:s expirationSeconds:*i path:s!',
  ClusterTrustBundleProjection:
    'name:*s signerName:*s labelSelector:*LabelSelector optional:*b path:s!',
  ProjectedVolumeSource: 'sources:[]VolumeProjection! defaultMode:*i',
  VolumeProjection:
    'secret:*SecretProjection downwardAPI:*DownwardAPIProjection configMap:*ConfigMapProjection ' +
    'serviceAccountToken:*ServiceAccountTokenProjection clusterTrustBundle:*ClusterTrustBundleProjection',
  KeyToPath: 'key:s! path:s! mode:*i',
  LocalVolumeSource: 'path:s! fsType:*s',
  CSIPersistentVolumeSource:
    'driver:s! volumeHandle:s! readOnly:b fsType:s volumeAttributes:{}s controllerPublishSecretRef:*SecretReference ' +
    'nodeStageSecretRef:*SecretReference nodePublishSecretRef:*SecretReference ' +
    'controllerExpandSecretRef:*SecretReference nodeExpandSecretRef:*SecretReference',
  CSIVolumeSource:
    'driver:s! readOnly:*b fsType:*s volumeAttributes:{}s nodePublishSecretRef:*LocalObjectReference',
  EphemeralVolumeSource: 'volumeClaimTemplate:*PersistentVolumeClaimTemplate',
  PersistentVolumeClaimTemplate: 'metadata:ObjectMeta spec:PersistentVolumeClaimSpec!',
  DownwardAPIVolumeSource: 'items:[]DownwardAPIVolumeFile defaultMode:*i',
  DownwardAPIVolumeFile:
    'path:s! fieldRef:*ObjectFieldSelector resourceFieldRef:*ResourceFieldSelector mode:*i',
  DownwardAPIProjection: 'items:[]DownwardAPIVolumeFile',
  ImageVolumeSource: 'reference:s pullPolicy:s',
};
