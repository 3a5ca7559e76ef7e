export * from './codes';
export * from './dashboardPeriod';
export * from './dashboardCharts';
