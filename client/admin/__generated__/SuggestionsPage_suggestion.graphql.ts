/**
 * @generated SignedSource<<668af3faf05c484530c57913593ea0a6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SuggestionsPage_suggestion$data = {
  readonly count: number;
  readonly expiresAt: string;
  readonly id: number;
  readonly inGameOn: string | null | undefined;
  readonly key: string;
  readonly label: string;
  readonly moreSources: ReadonlyArray<string>;
  readonly note: string;
  readonly screenshotUrl: string | null | undefined;
  readonly sourceUrl: string | null | undefined;
  readonly value: string;
  readonly " $fragmentType": "SuggestionsPage_suggestion";
};
export type SuggestionsPage_suggestion$key = {
  readonly " $data"?: SuggestionsPage_suggestion$data;
  readonly " $fragmentSpreads": FragmentRefs<"SuggestionsPage_suggestion">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SuggestionsPage_suggestion",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "key",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "label",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "value",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "sourceUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "inGameOn",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "screenshotUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "moreSources",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "note",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "count",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "expiresAt",
      "storageKey": null
    }
  ],
  "type": "AdminSuggestion",
  "abstractKey": null
};

(node as any).hash = "9dc06e43992954676ccb9096b357be37";

export default node;
