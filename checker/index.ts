export { checkPageJson, formatProblem, routeTargetsOf, type Problem, type RouteTargets } from './check-page';
export { OPERATOR_PREFIXES, runtimeRouteProblems, type BundledRoute } from './runtime-rules';
export { checkRuntimePage, type RuntimeCheckInput } from './check-runtime-page';
