import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, useActionData, useNavigation, useSearchParams } from "@remix-run/react";
import { adminMessages } from "~/domain/admin";
import { getAdmin, safeNextPath, startAdminSession } from "~/infra/admin-session.server";
import { clientIp } from "~/infra/load-context.server";
import { attemptAdminLogin } from "~/services/admin-accounts.server";
import { audit } from "~/services/audit.server";

export async function loader({ request }: LoaderFunctionArgs) {
  if (await getAdmin(request)) throw redirect("/admin");
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const email = String(form.get("email") ?? "");
  const password = String(form.get("password") ?? "");
  const result = await attemptAdminLogin(email, password, clientIp(context));
  if (!result.ok) {
    const message = result.reason === "locked" ? adminMessages.tooManyAttempts : adminMessages.loginFailed;
    return json({ error: message, email }, { status: result.reason === "locked" ? 429 : 401 });
  }
  await audit(result.adminId, "admin.login");
  return redirect(safeNextPath(String(form.get("next") ?? "")), {
    headers: { "Set-Cookie": await startAdminSession(result.adminId) },
  });
}

export default function AdminLogin() {
  const data = useActionData<typeof action>();
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  return (
    <section className="container narrow section auth-card">
      <h1>Admin login</h1>
      <Form method="post" className="stack" noValidate>
        <input type="hidden" name="next" value={params.get("next") ?? "/admin"} />
        <div className="field">
          <label htmlFor="admin-email">Email</label>
          <input id="admin-email" name="email" type="email" autoComplete="username" defaultValue={data?.email ?? ""} required />
        </div>
        <div className="field">
          <label htmlFor="admin-password">Password</label>
          <input id="admin-password" name="password" type="password" autoComplete="current-password" required />
        </div>
        {data?.error ? (
          <p className="field-error" role="alert">
            {data.error}
          </p>
        ) : null}
        <button type="submit" className="button" disabled={busy}>
          {busy ? "Logging in..." : "Login"}
        </button>
      </Form>
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: "Admin login" }, { name: "robots", content: "noindex" }];
