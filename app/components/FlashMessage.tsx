type Props = { flash: { kind: "success" | "error" | "info"; text: string } | null };

export function FlashMessage({ flash }: Props) {
  if (!flash) return null;
  return (
    <div className={`container flash flash-${flash.kind}`} role={flash.kind === "error" ? "alert" : "status"}>
      {flash.text}
    </div>
  );
}
