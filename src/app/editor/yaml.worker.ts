// The YAML language server (yaml-language-server inside monaco-yaml) runs in this worker.
import 'monaco-yaml/yaml.worker.js';
