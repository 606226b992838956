import { act, type ReactElement } from "react";
import { createRoot } from "react-dom/client";
import { expect } from "vitest";

// What the component tests do to a page as a visitor would: render it, type, leave a field, press
// a button, and find a control by its label and the message tied to it by aria-describedby.

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export async function render(ui: ReactElement) {
  const container = document.createElement("div");
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => root.render(ui));
  return {
    container,
    unmount: () => {
      act(() => root.unmount());
      container.remove();
    },
  };
}

/** Lets the router's work and the validator's promises settle. */
export async function settle() {
  for (let i = 0; i < 5; i++) await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

/** The control a <label> with exactly this text names (by its `for`). */
export function byLabel<E extends HTMLElement = HTMLInputElement>(text: string, scope: ParentNode = document): E {
  const labels = Array.from(scope.querySelectorAll("label")).filter((label) => label.textContent?.trim() === text);
  expect(labels, `one label "${text}"`).toHaveLength(1);
  const control = document.getElementById(labels[0].htmlFor);
  expect(control, `the control of "${text}"`).not.toBeNull();
  return control as E;
}

/** The texts of the elements an element's aria-describedby names, in order. */
export function descriptionOf(element: Element): string[] {
  const ids = element.getAttribute("aria-describedby")?.split(/\s+/).filter(Boolean) ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent?.trim() ?? `(no element #${id})`);
}

export function button(name: string, scope: ParentNode = document): HTMLButtonElement {
  const found = Array.from(scope.querySelectorAll("button")).filter((b) => b.textContent?.trim() === name);
  expect(found, `one button "${name}"`).toHaveLength(1);
  return found[0];
}

/** Types into a field as a browser does: the value changes and an input event follows. */
export async function type(element: HTMLInputElement | HTMLTextAreaElement, value: string) {
  await act(async () => {
    element.focus();
    const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), "value")?.set;
    setter?.call(element, value);
    element.dispatchEvent(new Event("input", { bubbles: true }));
  });
  await settle();
}

/** Leaves the field that has the focus. */
export async function leave(element: HTMLElement) {
  await act(async () => element.blur());
  await settle();
}

export async function click(element: HTMLElement) {
  await act(async () => element.click());
  await settle();
}
