/**
 * @generated SignedSource<<20124d27604e0896dd292c26e448ce63>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type api_session$data = {
  readonly csrfToken: string;
  readonly expiresAt: string;
  readonly user: {
    readonly displayName: string | null | undefined;
    readonly username: string;
  };
  readonly " $fragmentType": "api_session";
};
export type api_session$key = {
  readonly " $data"?: api_session$data;
  readonly " $fragmentSpreads": FragmentRefs<"api_session">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "api_session"
};

(node as any).hash = "715d43916ffb5e1bb2488dc6268e7880";

export default node;
