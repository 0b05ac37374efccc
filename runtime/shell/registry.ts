/** The runtime's registries use the shared helper (it moved to descriptors/lib so the server's registries can use it too). */
export { Registry, type RegistryEntry } from '../../descriptors/lib/registry.js';
