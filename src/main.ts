// The service's entry point. How the heap grows is set before the service's modules are even
// loaded (loading them is what first fills the heap), hence the dynamic import.
import './heap-profile.js';

await import('./serve.js');
