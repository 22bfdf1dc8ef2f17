// relay-test-utils' mock environment spies with `jest.fn`; vitest's `vi` provides the same API.
import { vi } from 'vitest';

(globalThis as { jest?: typeof vi }).jest = vi;
