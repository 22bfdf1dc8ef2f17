/**
 * @generated SignedSource<<cbac2258a75ffdceb318ee1c74dca843>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RouletteCard_character$data = {
  readonly altThumbnail: string | null | undefined;
  readonly nameEn: string;
  readonly nameTranslit: string | null | undefined;
  readonly portrait: {
    readonly avifSrcSet: string;
    readonly src: string;
    readonly webpSrcSet: string;
  } | null | undefined;
  readonly revealed: boolean;
  readonly role: string | null | undefined;
  readonly sample: boolean;
  readonly slug: string;
  readonly spoilerSafeThumbnail: string | null | undefined;
  readonly status: string;
  readonly thumbnail: string;
  readonly type: string;
  readonly worldCode: string | null | undefined;
  readonly worldName: string | null | undefined;
  readonly " $fragmentType": "RouletteCard_character";
};
export type RouletteCard_character$key = {
  readonly " $data"?: RouletteCard_character$data;
  readonly " $fragmentSpreads": FragmentRefs<"RouletteCard_character">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RouletteCard_character",
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
      "name": "nameEn",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "nameTranslit",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "type",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "role",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "worldCode",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "worldName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "revealed",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "sample",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "thumbnail",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "altThumbnail",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "spoilerSafeThumbnail",
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
  "type": "Character",
  "abstractKey": null
};

(node as any).hash = "4479811982c875bdb575b728f1ea5cc7";

export default node;
