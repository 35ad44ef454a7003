import type { Request, Response } from "express";
import type { Viewer } from "./accounts/roles";
import type { Services } from "./services";

/** What every GraphQL resolver receives. */
export interface Context {
  req: Request;
  res: Response;
  viewer: Viewer;
  services: Services;
}
