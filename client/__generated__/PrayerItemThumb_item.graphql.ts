/**
 * @generated SignedSource<<ce3113d1950e7d0ab948346191e0402c>>
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
  readonly portrait: {
    readonly avifSrcSet: string;
    readonly src: string;
    readonly webpSrcSet: string;
  } | null | undefined;
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
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Portrait",
      "kind": "LinkedField",
      "name": "portrait",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "src",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "avifSrcSet",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "webpSrcSet",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "PrayerItem",
  "abstractKey": null
};

(node as any).hash = "a8b8026781261d62fd44e47835c2304a";

export default node;
