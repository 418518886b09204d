export { HealthStatusBanner } from './components/health-status-banner';
export { useBackendHealth, type BackendHealthStatus } from './hooks/use-backend-health';
