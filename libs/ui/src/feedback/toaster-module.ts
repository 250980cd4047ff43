// The toast library, in a chunk of its own that loads with the first notification (see
// load-toaster.ts). It is imported here by name, not re-exported: the federation gives a site
// the host's single copy of a shared package only for an import statement, and one copy is
// what lets a remote's toast reach the host's toaster.
import { Toaster, toast } from 'sonner';

export { Toaster, toast };
