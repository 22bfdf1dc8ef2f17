/**
 * @generated SignedSource<<011590f775ac395721d11f0a62831e3f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AdvancedSearch_options$data = {
  readonly cards: ReadonlyArray<{
    readonly cardId: number | null | undefined;
    readonly name: string;
  }>;
  readonly characterTypes: ReadonlyArray<string>;
  readonly characters: ReadonlyArray<{
    readonly nameEn: string;
    readonly shortName: string;
    readonly slug: string;
  }>;
  readonly prayerTypes: ReadonlyArray<string>;
  readonly stepUps: ReadonlyArray<string>;
  readonly " $fragmentType": "AdvancedSearch_options";
};
export type AdvancedSearch_options$key = {
  readonly " $data"?: AdvancedSearch_options$data;
  readonly " $fragmentSpreads": FragmentRefs<"AdvancedSearch_options">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AdvancedSearch_options",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Character",
      "kind": "LinkedField",
      "name": "characters",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "slug",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "shortName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "nameEn",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PrayerItem",
      "kind": "LinkedField",
      "name": "cards",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "cardId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "prayerTypes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "characterTypes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "stepUps",
      "storageKey": null
    }
  ],
  "type": "PrayerFilterOptions",
  "abstractKey": null
};

(node as any).hash = "5c089cbdb9087d6ad72100b681b90651";

export default node;
