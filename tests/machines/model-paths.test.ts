// Generated paths and coverage for every machine in tests/support/machine-registry.ts.
import { MACHINE_REGISTRY } from "../support/machine-registry";
import { modelPathSuite } from "../support/model-tests";

for (const entry of MACHINE_REGISTRY) modelPathSuite(entry);
