import type { FirstLoadRoute } from './first-load';
export interface RouteBudget {
    budgetKiB: number;
    targetKiB?: number;
    signedInAs?: 'admin';
}
export declare const ROUTE_BUDGETS: Record<string, RouteBudget>;
export declare const COMPILED_INTO_EVERY_APP: {
    $comment: string;
    modules: string[];
    libraries: string[];
};
/** Signs the demo admin in through the API (no page loads), for routes measured signed in. */
export declare function adminTokens(baseUrl: string): Promise<{
    accessToken: string;
    refreshToken: string;
}>;
export declare function budgetedRoutes(baseUrl: string): Promise<(FirstLoadRoute & RouteBudget)[]>;
