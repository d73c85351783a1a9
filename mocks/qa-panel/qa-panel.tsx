import { useEffect, useState, useSyncExternalStore, type FormEvent } from 'react';
import { storeVolume } from '../db/store';
import { VOLUMES, type Volume } from '../db/volume';
import { onCodeSent } from '../engine/one-time-codes';
import { ERROR_CODES } from '../scenarios/catalogue';
import { mockBackend } from '../scenarios/mock-backend-api';
import { subscribeScenarios, type ScenarioEffect } from '../scenarios/scenarios';
import { chooseVolume } from '../volume-choice';
import styles from './qa-panel.module.css';

/** What QA can force: every catalogue code, bare 5xx statuses, or a network failure. */
const FAILURES = [...ERROR_CODES, '500', '502', '503', 'network'] as const;

function describeEffect(effect: ScenarioEffect): string {
  if (effect.kind === 'code') return effect.code;
  return effect.kind === 'status' ? `HTTP ${effect.status}` : 'network failure';
}

function useInbox() {
  const [inbox, setInbox] = useState(mockBackend.inbox);
  useEffect(() => onCodeSent(() => setInbox(mockBackend.inbox())), []);
  return inbox;
}

/**
 * The mock backend's QA panel (mock builds only, so its text is English only: it is a
 * developer tool that never reaches production). Everything goes through window.__mockBackend's API.
 */
export function QaPanel({ calls }: { calls: string[] }) {
  const [open, setOpen] = useState(false);
  const scenarios = useSyncExternalStore(subscribeScenarios, mockBackend.getScenarios);
  const inbox = useInbox();
  const [call, setCall] = useState(calls[0] ?? '*');
  const [failure, setFailure] = useState<(typeof FAILURES)[number]>('general.error');
  const [once, setOnce] = useState(false);

  function force(event: FormEvent) {
    event.preventDefault();
    if (failure === 'network') mockBackend.forceNetworkError(call, { once });
    else if (/^\d+$/.test(failure)) mockBackend.forceServerError(call, Number(failure), { once });
    else mockBackend.forceError(call, failure as (typeof ERROR_CODES)[number], { once });
  }

  function switchVolume(volume: Volume) {
    chooseVolume(volume);
    window.location.reload();
  }

  async function resetData() {
    mockBackend.clearScenarios();
    await mockBackend.reset();
    window.location.reload();
  }

  const active = scenarios.rules.length > 0 || scenarios.latencyMs > 0 || scenarios.offline;
  if (!open) {
    return (
      <button
        type="button"
        className={styles.toggle}
        data-active={active}
        onClick={() => setOpen(true)}
        aria-expanded={false}
      >
        QA{active ? ' •' : ''}
      </button>
    );
  }

  return (
    <section className={styles.panel} aria-label="Mock backend QA panel">
      <header className={styles.header}>
        <h2 className={styles.title}>Mock backend</h2>
        <button
          type="button"
          className={styles.close}
          onClick={() => setOpen(false)}
          aria-expanded={true}
        >
          Close
        </button>
      </header>

      <form className={styles.section} onSubmit={force}>
        <h3 className={styles.heading}>Force an error</h3>
        <label className={styles.field}>
          Call
          <select value={call} onChange={(event) => setCall(event.target.value)}>
            <option value="*">* (every call)</option>
            {calls.map((name) => (
              <option key={name}>{name}</option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          Answer
          <select
            value={failure}
            onChange={(event) => setFailure(event.target.value as (typeof FAILURES)[number])}
          >
            {FAILURES.map((name) => (
              <option key={name}>{name}</option>
            ))}
          </select>
        </label>
        <label className={styles.inline}>
          <input
            type="checkbox"
            checked={once}
            onChange={(event) => setOnce(event.target.checked)}
          />{' '}
          Once only
        </label>
        <button type="submit" className={styles.primary}>
          Force
        </button>
        {scenarios.rules.length > 0 && (
          <ul className={styles.list} aria-label="Forced errors">
            {scenarios.rules.map((rule) => (
              <li key={rule.id} className={styles.row}>
                <span>
                  <code>{rule.call}</code> → {describeEffect(rule.effect)} ({rule.times})
                </span>
                <button
                  type="button"
                  onClick={() => mockBackend.removeScenario(rule.id)}
                  aria-label={`Remove ${rule.call} rule`}
                >
                  ✕
                </button>
              </li>
            ))}
          </ul>
        )}
      </form>

      <div className={styles.section}>
        <h3 className={styles.heading}>Network</h3>
        <label className={styles.field}>
          Latency
          <select
            value={scenarios.latencyMs}
            onChange={(event) => mockBackend.setLatency(Number(event.target.value))}
          >
            {[0, 300, 1000, 3000, 10000].map((ms) => (
              <option key={ms} value={ms}>
                {ms === 0 ? 'none' : `${ms} ms`}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.inline}>
          <input
            type="checkbox"
            checked={scenarios.offline}
            onChange={(event) => mockBackend.setOffline(event.target.checked)}
          />{' '}
          Offline (every call fails on the network)
        </label>
        <button type="button" onClick={() => mockBackend.clearScenarios()} disabled={!active}>
          Clear all scenarios
        </button>
      </div>

      <div className={styles.section}>
        <h3 className={styles.heading}>Code inbox</h3>
        {inbox.length === 0 ? (
          <p className={styles.muted}>No codes sent yet.</p>
        ) : (
          <ul className={styles.list} aria-label="Code inbox">
            {inbox.slice(0, 8).map((message) => (
              <li key={`${message.sentAt}-${message.code}`} className={styles.row}>
                <span>
                  <strong className={styles.code}>{message.code}</strong> {message.flow} →{' '}
                  {message.sentTo}
                </span>
                <time className={styles.muted}>
                  {new Date(message.sentAt).toLocaleTimeString()}
                </time>
              </li>
            ))}
          </ul>
        )}
        <button type="button" onClick={() => void mockBackend.expireCodes()}>
          Expire pending codes
        </button>
      </div>

      <div className={styles.section}>
        <h3 className={styles.heading}>Data</h3>
        <label className={styles.field}>
          Volume
          <select
            value={storeVolume()}
            onChange={(event) => switchVolume(event.target.value as Volume)}
          >
            {VOLUMES.map((volume) => (
              <option key={volume} value={volume}>
                {volume === 'large'
                  ? 'large: 100,000 tips over 3 years, a team of 1,000 (slow start)'
                  : 'normal: the demo data'}
              </option>
            ))}
          </select>
        </label>
        <p className={styles.muted}>Switching reloads the page and starts from the seed.</p>
        <button type="button" className={styles.danger} onClick={() => void resetData()}>
          Reset data to the seed
        </button>
      </div>
    </section>
  );
}
