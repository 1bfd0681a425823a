// GET /deployment.json → the raw deployment configuration (deploymentFromEnv); the portal validates
// it at startup and shows every problem on its startup error page. The raw object is sent as it
// is, valid or not: that is the point of the page.
import { DEPLOYMENT_ENDPOINTS } from "../../../config/deployment";
import type { AppDeps } from "../../context";
import type { Mount } from "../../http/mount";

export function mountDeploymentRoutes(mount: Mount, deps: AppDeps) {
  mount(DEPLOYMENT_ENDPOINTS.getDeployment, (_input, c) => {
    c.header("Cache-Control", "no-store");
    return c.json(deps.rawDeployment);
  });
}
