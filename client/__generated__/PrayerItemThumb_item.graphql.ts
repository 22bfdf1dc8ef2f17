/**
 * @generated SignedSource<<39ef8cfa52a79391bd5049b19df5a971>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PrayerItemKind = "CARD" | "CHARACTER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PrayerItemThumb_item$data = {
  readonly cardId: number | null | undefined;
  readonly image: string;
  readonly kind: PrayerItemKind;
  readonly name: string;
  readonly rarity: string;
  readonly shortName: string;
  readonly shortNameTranslit: string | null | undefined;
  readonly slug: string | null | undefined;
  readonly " $fragmentType": "PrayerItemThumb_item";
};
export type PrayerItemThumb_item$key = {
  readonly " $data"?: PrayerItemThumb_item$data;
  readonly " $fragmentSpreads": FragmentRefs<"PrayerItemThumb_item">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PrayerItemThumb_item",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "kind",
      "storageKey": null
    },
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
      "name": "cardId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
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
      "name": "shortNameTranslit",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "image",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rarity",
      "storageKey": null
    }
  ],
  "type": "PrayerItem",
  "abstractKey": null
};

(node as any).hash = "0628666e14772a236285adf955898bbf";

export default node;
