import type { Db } from "../../db/client";
import { createDashboardRepository } from "./dashboard.repository";
import { dashboardRoutes } from "./dashboard.routes";
import { createDashboardService, type DashboardDeps } from "./dashboard.service";

export function createDashboardModule({ db, ...counts }: { db: Db } & Omit<DashboardDeps, "repo">) {
  return { routes: dashboardRoutes(createDashboardService({ repo: createDashboardRepository(db), ...counts })) };
}
