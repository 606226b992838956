import type { MetaFunction } from "@remix-run/node";
import { useSearchParams } from "@remix-run/react";
import { ValidatedForm } from "remix-validated-form";

import { FormMessage, SubmitButton, TextField } from "~/components/form-fields";
import { ADMIN_LOGIN_LIMITS, safeNextPath } from "~/domain/admin";
import { adminLoginValidator } from "~/forms/admin-sign-in";

export { action, loader } from "./login.server";

export default function AdminLogin() {
  const [params] = useSearchParams();
  return (
    <section className="container narrow section auth-card">
      <h1>Admin login</h1>
      <ValidatedForm action="/admin/login" validator={adminLoginValidator} method="post" noValidate className="stack">
        <input type="hidden" name="next" value={safeNextPath(params.get("next"))} />
        <FormMessage />
        <TextField
          id="admin-email"
          name="email"
          label="Email"
          type="email"
          autoComplete="username"
          maxLength={ADMIN_LOGIN_LIMITS.email}
          required
        />
        <TextField
          id="admin-password"
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          maxLength={ADMIN_LOGIN_LIMITS.password}
          required
        />
        <SubmitButton pendingText="Logging in...">Login</SubmitButton>
      </ValidatedForm>
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: "Admin login" }, { name: "robots", content: "noindex" }];
