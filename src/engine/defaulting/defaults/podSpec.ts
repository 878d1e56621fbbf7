// Scheme defaulting of a PodSpec and everything under it, as SetObjectDefaults_Pod and every
// object holding a pod template run it (pkg/apis/core/v1/zz_generated.defaults.go calling
// defaults.go SetDefaults_PodSpec, _Container, _Probe, _HTTPGetAction, _ObjectFieldSelector,
// _ResourceList and the +default markers on ContainerPort.protocol and GRPCAction.service).

import type { JsonObject } from '../../apimachinery/types.ts';
import {
  child,
  children,
  defaultInt,
  defaultPointer,
  defaultString,
  roundResourceList,
  struct,
} from './access.ts';
import { defaultPullPolicy } from './imageTag.ts';
import { defaultVolume } from './volumes.ts';

function defaultHTTPGet(handler: JsonObject | undefined): void {
  const get = child(handler, 'httpGet');
  if (get === undefined) return;
  defaultString(get, 'path', '/');
  defaultString(get, 'scheme', 'HTTP');
}

function defaultProbe(probe: JsonObject | undefined): void {
  if (probe === undefined) return;
  defaultInt(probe, 'timeoutSeconds', 1);
  defaultInt(probe, 'periodSeconds', 10);
  defaultInt(probe, 'successThreshold', 1);
  defaultInt(probe, 'failureThreshold', 3);
  defaultHTTPGet(probe);
  const grpc = child(probe, 'grpc');
  if (grpc !== undefined) defaultPointer(grpc, 'service', '');
}

/** SetDefaults_ObjectFieldSelector: apiVersion v1. */
export function defaultFieldRef(holder: JsonObject | undefined): void {
  const ref = child(holder, 'fieldRef');
  if (ref !== undefined) defaultString(ref, 'apiVersion', 'v1');
}

/** SetDefaults_Container (and _EphemeralContainer) plus the defaulters of its nested structs. */
export function defaultContainer(c: JsonObject): void {
  if (c['imagePullPolicy'] === undefined || c['imagePullPolicy'] === '') {
    c['imagePullPolicy'] = defaultPullPolicy(typeof c['image'] === 'string' ? c['image'] : '');
  }
  defaultString(c, 'terminationMessagePath', '/dev/termination-log');
  defaultString(c, 'terminationMessagePolicy', 'File');
  for (const port of children(c, 'ports')) defaultString(port, 'protocol', 'TCP');
  for (const env of children(c, 'env')) {
    defaultFieldRef(child(env, 'valueFrom'));
    // FileKeySelector.Optional `+default=false` (1.34+; the field decodes only where the version has it).
    const fileKeyRef = child(child(env, 'valueFrom'), 'fileKeyRef');
    if (fileKeyRef !== undefined) defaultPointer(fileKeyRef, 'optional', false);
  }
  const resources = struct(c, 'resources');
  roundResourceList(resources, 'limits');
  roundResourceList(resources, 'requests');
  defaultProbe(child(c, 'livenessProbe'));
  defaultProbe(child(c, 'readinessProbe'));
  defaultProbe(child(c, 'startupProbe'));
  const lifecycle = child(c, 'lifecycle');
  defaultHTTPGet(child(lifecycle, 'postStart'));
  defaultHTTPGet(child(lifecycle, 'preStop'));
}

/** The container lists of a pod spec, in the order the generated defaulter visits them. */
export const containerLists = ['initContainers', 'containers', 'ephemeralContainers'] as const;

/** SetDefaults_PodSpec and the nested defaulters: what a pod template gets (no Pod-only rules). */
export function defaultPodSpec(spec: JsonObject): void {
  // New fields are deliberately not added here upstream: they would change every stored template.
  defaultString(spec, 'dnsPolicy', 'ClusterFirst');
  defaultString(spec, 'restartPolicy', 'Always');
  defaultPointer(spec, 'securityContext', {});
  defaultPointer(spec, 'terminationGracePeriodSeconds', 30);
  defaultString(spec, 'schedulerName', 'default-scheduler');
  for (const volume of children(spec, 'volumes')) defaultVolume(volume);
  for (const list of containerLists) for (const c of children(spec, list)) defaultContainer(c);
  roundResourceList(spec, 'overhead');
  const podResources = child(spec, 'resources');
  roundResourceList(podResources, 'limits');
  roundResourceList(podResources, 'requests');
}

/** Defaults the pod template under key (PodTemplateSpec: metadata plus spec). */
export function defaultPodTemplate(holder: JsonObject | undefined, key = 'template'): void {
  const template = child(holder, key);
  if (template !== undefined) defaultPodSpec(struct(template, 'spec'));
}
