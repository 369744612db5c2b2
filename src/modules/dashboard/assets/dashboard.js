// The dashboard's only script: progressive enhancement. Every page works without it; with it,
// secrets get a copy button, destructive forms ask first, pending actors update in place, and
// times read in the viewer's time zone.
'use strict';

/** Copy buttons: <button data-copy="elementId">. */
function enhanceCopyButtons() {
  for (const button of document.querySelectorAll('button[data-copy]')) {
    button.hidden = false;
    button.addEventListener('click', async () => {
      const target = document.getElementById(button.dataset.copy);
      const status = document.getElementById(`${button.dataset.copy}-status`);
      try {
        await navigator.clipboard.writeText(target.textContent.trim());
        if (status) status.textContent = 'Copied to the clipboard.';
      } catch {
        // No clipboard permission (or no secure context): select the text so it can be copied.
        const range = document.createRange();
        range.selectNodeContents(target);
        const selection = window.getSelection();
        selection.removeAllRanges();
        selection.addRange(range);
        if (status) status.textContent = 'Selected: press Ctrl+C (⌘C) to copy.';
      }
    });
  }
}

/** Forms with data-confirm ask before they submit. */
function enhanceConfirmations() {
  for (const form of document.querySelectorAll('form[data-confirm]')) {
    form.addEventListener('submit', (event) => {
      if (!window.confirm(form.dataset.confirm)) event.preventDefault();
    });
  }
}

const LOCAL_TIME = new Intl.DateTimeFormat(undefined, {
  dateStyle: 'medium',
  timeStyle: 'short',
});

/**
 * <time datetime> elements the server wrote in UTC read in the viewer's time zone; the UTC text
 * stays on hover (title). Called again on content that live regions bring in.
 */
function localiseTimes(root = document) {
  for (const time of root.querySelectorAll(
    'time[datetime]:not([data-local])',
  )) {
    const instant = new Date(time.getAttribute('datetime'));
    if (Number.isNaN(instant.getTime())) continue;
    time.title = time.textContent.trim();
    time.textContent = LOCAL_TIME.format(instant);
    time.dataset.local = '';
  }
}

/** The markup the server sent for an element, before localiseTimes changed it: what polls compare. */
const served = new WeakMap();
const servedMarkup = (element) => served.get(element) ?? element.outerHTML;
function adopt(element) {
  served.set(element, element.outerHTML);
  localiseTimes(element);
  return element;
}

const POLL_MS = 2000;
/** Polling stops after this long; a reload starts it again. */
const POLL_FOR_MS = 10 * 60 * 1000;

/**
 * Live regions: <div data-live-src="url"> is replaced by what url answers (the same region,
 * rendered again) until the answer no longer asks to be followed (no data-live-src).
 */
function followLiveRegions() {
  const started = Date.now();
  const tick = async () => {
    const region = document.querySelector('[data-live-src]');
    if (!region || Date.now() - started > POLL_FOR_MS) return;
    try {
      const res = await fetch(region.dataset.liveSrc, {
        headers: { Accept: 'text/html' },
        credentials: 'same-origin',
      });
      if (res.ok) {
        const template = document.createElement('template');
        template.innerHTML = await res.text();
        const next = template.content.firstElementChild;
        if (next && next.outerHTML !== servedMarkup(region))
          region.replaceWith(adopt(next));
      }
    } catch {
      // A failed poll is tried again at the next tick.
    }
    setTimeout(tick, POLL_MS);
  };
  const first = document.querySelector('[data-live-src]');
  if (first) {
    served.set(first, first.outerHTML);
    setTimeout(tick, POLL_MS);
  }
}

/** The signups list: rows of actors still being researched are refreshed in place. */
function followPendingRows() {
  const table = document.querySelector('table[data-live-rows]');
  if (!table) return;
  const announcer = document.getElementById('live-status');
  for (const row of table.querySelectorAll('tr[data-id]'))
    served.set(row, row.outerHTML);
  const started = Date.now();
  const tick = async () => {
    const pending = [...table.querySelectorAll('tr[data-pending]')];
    if (!pending.length || Date.now() - started > POLL_FOR_MS) return;
    const ids = pending.map((row) => row.dataset.id).join(',');
    try {
      const res = await fetch(
        `${table.dataset.liveRows}?ids=${encodeURIComponent(ids)}`,
        {
          headers: { Accept: 'text/html' },
          credentials: 'same-origin',
        },
      );
      if (res.ok) {
        const template = document.createElement('template');
        template.innerHTML = await res.text();
        let done = 0;
        for (const row of template.content.querySelectorAll('tr[data-id]')) {
          const current = table.querySelector(
            `tr[data-id="${CSS.escape(row.dataset.id)}"]`,
          );
          if (current && servedMarkup(current) !== row.outerHTML) {
            current.replaceWith(adopt(row));
            if (!row.hasAttribute('data-pending')) done++;
          }
        }
        if (done && announcer)
          announcer.textContent = `${done} signup${done > 1 ? 's' : ''} finished researching.`;
      }
    } catch {
      // Tried again at the next tick.
    }
    setTimeout(tick, POLL_MS);
  };
  setTimeout(tick, POLL_MS);
}

/**
 * The ICP editor: a rule's condition offers only the operators of its field's type (the server
 * does the same for the field it rendered; this follows a new choice at once).
 */
function followFieldTypes() {
  for (const picker of document.querySelectorAll('select[data-field-picker]')) {
    const rule = picker.closest('fieldset');
    const ops = rule && rule.querySelector('select[data-op-picker]');
    if (!ops) continue;
    picker.addEventListener('change', () => {
      const type = picker.selectedOptions[0]?.dataset.type;
      for (const option of ops.options) {
        const fits = !type || option.dataset.types.split(' ').includes(type);
        option.hidden = !fits;
        option.disabled = !fits;
      }
      if (ops.selectedOptions[0]?.disabled)
        ops.value = [...ops.options].find((o) => !o.disabled)?.value ?? '';
    });
  }
}

/** Folded panels (<details data-open-wide>) open by themselves where the screen has room. */
function unfoldOnWideScreens() {
  if (!window.matchMedia('(min-width: 40rem)').matches) return;
  for (const panel of document.querySelectorAll('details[data-open-wide]'))
    panel.open = true;
}

unfoldOnWideScreens();
enhanceCopyButtons();
enhanceConfirmations();
followFieldTypes();
// The pollers note the server's markup first; then times are localised.
followLiveRegions();
followPendingRows();
localiseTimes();
