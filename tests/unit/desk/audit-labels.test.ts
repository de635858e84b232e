// The audit log reads in Persian: every action and entity the server writes has a label, so an
// admin browsing the log never meets a raw code like "user.login_as".
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { AUDIT_ACTIONS, AUDIT_ENTITIES } from "@/components/desk/audit-labels";

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

const written = (key: "action" | "entity") => {
  const found = new Set<string>();
  for (const file of [...sourceFiles("server"), ...sourceFiles("app/api")]) {
    for (const match of readFileSync(file, "utf8").matchAll(new RegExp(`\\b${key}: "([a-z_.-]+)"`, "g")))
      found.add(match[1]!);
  }
  return [...found];
};

describe("audit log labels", () => {
  it("name every action the server records", () => {
    const actions = written("action").filter((action) => action.includes("."));
    expect(actions.length).toBeGreaterThan(10);
    expect(actions.filter((action) => !AUDIT_ACTIONS[action])).toEqual([]);
  });
  it("name every kind of record the log points at", () => {
    const entities = written("entity");
    expect(entities).toContain("user");
    expect(entities.filter((entity) => !AUDIT_ENTITIES[entity])).toEqual([]);
  });
});
