import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./env";

const problemsOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

describe("STORAGE_URL", () => {
  it("is the local disk when unset", () => {
    expect(loadConfig({}).storage).toEqual({ kind: "local" });
    expect(loadConfig({ STORAGE_URL: "" }).storage).toEqual({ kind: "local" });
  });

  it("reads the bucket, endpoint, region, path style and the AWS credentials", () => {
    const config = loadConfig({
      STORAGE_URL: "s3://kindred-uploads?endpoint=http://127.0.0.1:9000&region=eu-west-3&forcePathStyle=true",
      AWS_ACCESS_KEY_ID: "key-id",
      AWS_SECRET_ACCESS_KEY: "secret",
    });
    expect(config.storage).toEqual({
      kind: "s3",
      bucket: "kindred-uploads",
      endpoint: "http://127.0.0.1:9000",
      region: "eu-west-3",
      forcePathStyle: true,
      credentials: { accessKeyId: "key-id", secretAccessKey: "secret", sessionToken: undefined },
    });
  });

  it("defaults to AWS itself in us-east-1, virtual-host style, with the SDK's own credential chain", () => {
    expect(loadConfig({ STORAGE_URL: "s3://my.bucket" }).storage).toEqual({
      kind: "s3",
      bucket: "my.bucket",
      endpoint: undefined,
      region: "us-east-1",
      forcePathStyle: false,
      credentials: undefined,
    });
  });

  it.each([
    ["http://bucket", "must start with s3://"],
    ["bucket", "is not a URL"],
    ["s3://", "must name a valid bucket"],
    ["s3://Bad_Bucket", "must name a valid bucket"],
    ["s3://bucket:9000", "must name a valid bucket"],
    ["s3://bucket/some/path", "must name only a bucket"],
    ["s3://key:secret@bucket", "must not hold credentials"],
    ["s3://bucket?endpoint=ftp://host", "endpoint must be an http:// or https:// URL"],
    ["s3://bucket?endpoint=not a url", "endpoint must be an http:// or https:// URL"],
    ["s3://bucket?region=EU%20West", "region must look like us-east-1"],
    ["s3://bucket?forcePathStyle=maybe", "forcePathStyle must be true or false"],
    ["s3://bucket?pathStyle=true", 'has an unknown option "pathStyle"'],
  ])("refuses %j in one line that says why", (value, why) => {
    const problems = problemsOf({ STORAGE_URL: value });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(`STORAGE_URL ${why}`);
    expect(problems[0]).toContain("expected s3://bucket?endpoint=");
    expect(problems[0]).not.toContain("secret");
  });

  it("wants both AWS keys or neither", () => {
    expect(problemsOf({ STORAGE_URL: "s3://bucket", AWS_ACCESS_KEY_ID: "key-id" })).toEqual([
      "AWS_SECRET_ACCESS_KEY must be set together with its pair (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY)",
    ]);
    // Without STORAGE_URL the AWS variables are not Kindred's business.
    expect(problemsOf({ AWS_ACCESS_KEY_ID: "key-id" })).toEqual([]);
  });
});
