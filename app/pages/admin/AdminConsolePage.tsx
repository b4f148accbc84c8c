/**
 * The school administrator's console (issue 34; the spec shows no admin screens): import the roster,
 * manage people, read the audit log, import content packs (issue 35). The tab is kept in the address (`?tab=`). A tab once opened stays
 * mounted while hidden, so switching tabs never loses the new passwords of an import (shown only once).
 * Loaded only when an admin signs in: students and teachers never download it.
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSession } from '../../session/SessionContext';
import { useSignOut } from '../../session/use-sign-out';
import { AuditLog } from './AuditLog';
import { PacksPanel } from './PacksPanel';
import { PeoplePanel } from './PeoplePanel';
import { RosterImport } from './RosterImport';
import { AdminText } from './strings';
import './admin.css';

const TABS = [
  { id: 'roster', label: AdminText.tabRoster },
  { id: 'people', label: AdminText.tabPeople },
  { id: 'audit', label: AdminText.tabAudit },
  { id: 'packs', label: AdminText.tabPacks },
] as const;
type TabId = (typeof TABS)[number]['id'];
const TAB_PARAM = 'tab';

export function AdminConsolePage() {
  const { user } = useSession();
  const signOut = useSignOut();
  const [params, setParams] = useSearchParams();
  const current: TabId = TABS.find((t) => t.id === params.get(TAB_PARAM))?.id ?? 'roster';
  const [opened, setOpened] = useState<ReadonlySet<TabId>>(() => new Set([current]));
  const open = (tab: TabId) => {
    setOpened((old) => new Set(old).add(tab));
    setParams(
      (old) => {
        const next = new URLSearchParams(old);
        next.set(TAB_PARAM, tab);
        return next;
      },
      { replace: true },
    );
  };
  const panel = (tab: TabId) => {
    if (tab === 'roster') return <RosterImport />;
    if (tab === 'people') return <PeoplePanel />;
    if (tab === 'packs') return <PacksPanel />;
    return <AuditLog active={current === 'audit'} />;
  };

  return (
    <main className="admin">
      <header className="admin__header">
        <h1>{AdminText.title}</h1>
        <span className="muted">{user.nickName}</span>
        <button type="button" className="link-button" onClick={() => void signOut()}>
          {AdminText.signOut}
        </button>
      </header>
      <div className="admin__tabs" role="tablist" aria-label={AdminText.tabs}>
        {TABS.map((tab) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`admin-tab-${tab.id}`}
            aria-selected={tab.id === current}
            aria-controls={`admin-panel-${tab.id}`}
            className="admin__tab"
            onClick={() => open(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {TABS.map((tab) =>
        opened.has(tab.id) || tab.id === current ? (
          <section key={tab.id} id={`admin-panel-${tab.id}`} role="tabpanel" aria-labelledby={`admin-tab-${tab.id}`} className="card admin__panel" hidden={tab.id !== current}>
            {panel(tab.id)}
          </section>
        ) : null,
      )}
    </main>
  );
}
