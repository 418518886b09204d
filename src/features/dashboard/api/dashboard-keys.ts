/** Query keys of the dashboard feature. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  badges: () => [...dashboardKeys.all, 'badges'] as const,
  statisticsOverview: () => [...dashboardKeys.all, 'statistics-overview'] as const,
  pendingTransfers: () => [...dashboardKeys.all, 'pending-transfers'] as const,
  recentActivity: (limit: number) => [...dashboardKeys.all, 'recent-activity', limit] as const,
};
