/**
 * React 18 hydrates a <textarea> and a <select> by giving them their server values again
 * (ReactDOMTextarea and ReactDOMSelect set the value when they mount, hydrating or not; inputs
 * are left as they are), so what a visitor typed or chose while the page's scripts were on their
 * way would be lost. The values are noted just before hydration and given back once the page has
 * hydrated (the root marks the document, see useMarkHydrated), as if entered again, so a form's
 * own validation sees them too. (facebook/react issues 12955 and 26974; React 19 replays such changes instead)
 */
export function keepWhatWasTyped() {
  const noted = Array.from(document.querySelectorAll<HTMLTextAreaElement | HTMLSelectElement>("textarea, select"), (control) => ({
    control,
    value: valueOf(control),
  }));
  if (noted.length === 0) return;
  const watch = new MutationObserver(() => {
    if (document.documentElement.dataset.hydrated !== "true") return;
    watch.disconnect();
    for (const { control, value } of noted) {
      if (!control.isConnected || sameValue(valueOf(control), value)) continue;
      giveBack(control, value);
    }
  });
  watch.observe(document.documentElement, { attributes: true, attributeFilter: ["data-hydrated"] });
}

function valueOf(control: HTMLTextAreaElement | HTMLSelectElement): string | string[] {
  if (control instanceof HTMLSelectElement && control.multiple) {
    return Array.from(control.selectedOptions, (option) => option.value);
  }
  return control.value;
}

function sameValue(a: string | string[], b: string | string[]) {
  return Array.isArray(a) && Array.isArray(b) ? a.join("\n") === b.join("\n") : a === b;
}

function giveBack(control: HTMLTextAreaElement | HTMLSelectElement, value: string | string[]) {
  if (control instanceof HTMLSelectElement) {
    const wanted = new Set(Array.isArray(value) ? value : [value]);
    for (const option of Array.from(control.options)) option.selected = wanted.has(option.value);
    control.dispatchEvent(new Event("change", { bubbles: true }));
  } else {
    // The prototype's setter, so React's value tracker sees a change and fires onChange.
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")?.set?.call(control, value);
  }
  control.dispatchEvent(new Event("input", { bubbles: true }));
}
