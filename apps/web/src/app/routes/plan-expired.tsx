// Placeholders for the expired-plan redirects until billing exists (spec 000 §2.5, §2.6).

export function PlanExpiredRoute() {
  return (
    <div className="empty-page">
      <h1>Your plan has expired</h1>
      <p className="muted">Renew your plan to keep using Ledgerline. Choosing and paying for a plan is coming soon.</p>
    </div>
  );
}

export function CompleteOrderRoute() {
  return (
    <div className="empty-page">
      <h1>Complete your order</h1>
      <p className="muted">Your trial has ended. Completing your first subscription is coming soon.</p>
    </div>
  );
}
