/**
 * `GET /api/protocol/dashboard`: the shell home's figures. Counts of ACTIVE records;
 * money in integer cents; "this month" is the current calendar month of the server.
 */
export type ProtocolDashboard = {
  office: {
    activeProtocols: number;
    openBudgets: number;
    /** receipts dated this month */
    receivedThisMonth: number;
    budgetsConvertedThisMonth: number;
    /** certificates of active protocols expired or expiring within EXPIRING_SOON_DAYS */
    certificatesExpiringSoon: number;
  };
  /** the caller's share */
  user: {
    /** active protocols the caller is in charge of */
    protocolsInMyCharge: number;
    /** active budgets the caller is in charge of */
    openBudgets: number;
    /** receipts the caller recorded, dated this month */
    receivedThisMonth: number;
    /** budgets the caller converted this month */
    budgetsConvertedThisMonth: number;
    /** certificates of the active protocols the caller is in charge of, expired or expiring soon */
    certificatesExpiringSoon: number;
  };
};
